// File upload and processing (reference §5, §8).
export const FILE_MESSAGES = {
  enterFileName: 'Please enter a file name',
  tooLarge: (fileName: string, maxSize: string) =>
    `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}.`,
  /** fileTypeMessage carries its own trailing space. */
  unsupportedType: (fileName: string, fileTypeMessage: string) =>
    `The file ${fileName} does not appear to be a supported ${fileTypeMessage}file.`,
  noJobResponseData: 'No response data from job request',
  processingFailed: 'File processing failed',
  processingFailedToComplete: 'File processing failed to complete',
  processingCancelled: 'File processing cancelled',
  uploadFailedToComplete: 'File upload failed to complete',
  errorUploading: 'Error uploading',
  renameProblem: 'There was a problem while renaming your file.',
  uploadProblem: 'There was a problem while uploading your file.',
} as const;
