/** Codes typed as a list: commas or spaces between them, upper case. */
export const codeList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** Lines typed in a text area, blank ones dropped. */
export const lineList = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
