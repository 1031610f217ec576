// The bench's one statistic: the median of a list of numbers (the upper middle of an even count).
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
