/** Site art: heroes, solution scenes, news, about, fallbacks, brand marks, favicons, Open Graph card. */
export async function generateSiteArt(root: string): Promise<string[]> {
  void root
  return []
}
