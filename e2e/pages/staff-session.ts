/** The headers of an operator API call as a staff account of the browser tests (its fixture session). */
export function staffHeaders(staff: { token: string }): { Authorization: string } {
  return { Authorization: staff.token };
}
