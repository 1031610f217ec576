// Visitor §8 "Data layer".
import { UNABLE_TO_CONNECT } from './connection.ts';

export const DATA_LAYER_MESSAGES = {
  unparseable: (url: string, message: string) =>
    `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`,
  unauthorized: 'Unauthorized request',
  internalError: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: UNABLE_TO_CONNECT,
  somethingWentWrong: 'Something Went Wrong!',
} as const;
