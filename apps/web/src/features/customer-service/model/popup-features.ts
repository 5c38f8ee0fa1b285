const WIDTH = 440;
const HEIGHT = 700;

/** A chat-sized popup window, centred over the browser window the visitor is using. */
export function popupFeatures(screen: { x: number; y: number; width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.x + (screen.width - WIDTH) / 2));
  const top = Math.max(0, Math.round(screen.y + (screen.height - HEIGHT) / 2));
  return `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`;
}
