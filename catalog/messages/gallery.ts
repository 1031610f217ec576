// Galleries (visitor §5, §8).
export const GALLERY_MESSAGES = {
  unknownDesign: (name: string) =>
    `These are not the gallery designs you are looking for. (We could not find a design by the name ${name})`,
  unknownTransition: (name: string) => `Could not find transition named ${name}`,
  noContainer: 'No gallery container found',
  decodeFailed: 'Error decoding gallery block data.',
  evaluateFailed: 'Error evaluating gallery block data.',
  lightboxifyUnavailable: 'lightboxify is not available in this tier!',
} as const;
