/** A rider's shifts and cash handovers (docs/riders.md "Shifts and cash"). */
export const riderStreams = {
  rider: (userId: string) => `rider-${userId}`,
} as const;
