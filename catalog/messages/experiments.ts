// Experiment lookups (visitor §5).
export const EXPERIMENT_MESSAGES = {
  configNotLoaded: 'The underlying Praetor configuration is not loaded',
  featureMissing: 'The specified feature does not exist',
  featureWrongType: (type: string) => `The specified feature is not a ${type}`,
  invalidDefinition: 'The specified feature has an invalid server-side definition',
} as const;
