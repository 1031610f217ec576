// The full-screen system error overlay's wording that the spec does not give (visitor §8 "Data layer"
// names a reload and a clear button; its title is DATA_LAYER_MESSAGES.somethingWentWrong). This
// library's wording.
export const SYSTEM_ERROR_LABELS = {
  reload: 'Reload',
  clear: 'Clear and reload',
} as const;

/** Keys of local and session storage written by this library start with this; Clear removes them. */
export const LIBRARY_STORAGE_PREFIX = 'sq:';
