/** Public URL of an R2 object served by the /images route. Each path segment is encoded. */
export function imageUrl(objectKey: string): string {
  return `/images/${objectKey.split("/").map(encodeURIComponent).join("/")}`;
}
