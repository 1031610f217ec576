// Visitor §8 "Data layer": the failure when nothing came back. Its own module because dist/sq.js needs
// only this line (a data layer call whose code cannot load fails with it), and whatever sq.js imports from
// a module it carries whole.
export const UNABLE_TO_CONNECT = 'Unable to connect…';
