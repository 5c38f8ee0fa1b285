/** Rows one retention statement deletes at most: a short lock each, however much has piled up. */
const DELETE_BATCH = 5_000;

/**
 * Runs `deleteBatch` (which deletes at most DELETE_BATCH rows and answers how many) until a batch
 * comes back short; answers the total.
 */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(DELETE_BATCH);
    total += deleted;
    if (deleted < DELETE_BATCH) return total;
  }
}
