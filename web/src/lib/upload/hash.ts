/** Hex SHA-256 of a file or a slice of one (read into memory: callers pass parts of at most 64 MiB). */
export const sha256Hex = async (blob: Blob) => {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};
