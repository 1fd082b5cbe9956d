/** The photo host resizes by query string: the same photo at another width (4:3). */
export function photoAtWidth(src: string, width: number): string {
  try {
    const url = new URL(src)
    url.searchParams.set('w', String(width))
    url.searchParams.set('h', String(Math.round((width * 3) / 4)))
    return url.toString()
  } catch {
    return src
  }
}

export const photoSrcSet = (src: string, widths: number[]) =>
  widths.map((w) => `${photoAtWidth(src, w)} ${w}w`).join(', ')
