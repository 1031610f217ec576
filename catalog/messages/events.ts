// Events, analytics and performance (visitor §5, §8).
import { STORAGE_MESSAGES } from './storage.ts';

export const EVENT_MESSAGES = {
  eventSendFailed: (code: number | string) => `Error tracking event: HTTP Status ${code}`,
  metricSettingsTimeout: 'Metric settings request timeout',
  pageLoadIdUnresolved: 'Unable to resolve pageLoadId',
  analyticsIdNotStored: 'Unable to store analyticsId',
  storageUnavailable: STORAGE_MESSAGES.storageUnavailable,
  commonFieldInvalid: (field: string) => `common field ${field} was not set or was the incorrect type`,
  dataEmpty: 'Data is empty',
} as const;
