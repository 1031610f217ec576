// Chart block data (reference §5). The column message keeps the source's spelling 'truncted'.
export const CHART_MESSAGES = {
  atLeastOneColumn: 'Your dataset must have at least one column',
  atLeastOneRow: 'Your dataset must have at least one row',
  rowsMissingData: 'One or more rows was missing data',
  enterData: 'Enter some data!',
  rowsTruncated: (maxRows: number) => `Your dataset has been truncated to ${maxRows} rows`,
  columnsTruncated: (maxColumns: number) => `Your dataset has been truncted to ${maxColumns} columns`,
} as const;
