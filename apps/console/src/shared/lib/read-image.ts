/** A file the staff member picked, as the base64 an /ops image upload takes (the server checks the bytes). */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Where the console shows a brand image path: the platform serves /media itself. */
export function imageSrc(path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
