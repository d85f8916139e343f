/**
 * A WhatsApp share link (works in the app and on the web, no third-party script).
 * @example whatsappShareUrl('Salt', 'https://arogya.example/post/salt')
 * // => 'https://wa.me/?text=Salt%0Ahttps%3A%2F%2Farogya.example%2Fpost%2Fsalt'
 */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
