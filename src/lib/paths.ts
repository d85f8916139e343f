import path from 'node:path';

/** The articles' folder of a content folder. */
export function getPostsDir(contentDir: string): string {
  return path.join(contentDir, 'posts');
}

/** The images' folder of a content folder. */
export function getImagesDir(contentDir: string): string {
  return path.join(contentDir, 'images');
}

/** Local lead images are written as `/images/…` and live in `content/images/…`. */
export const LOCAL_IMAGE_PREFIX = '/images/';

/** Image formats the build can optimise (astro:assets); anything else under images/ is not published. */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

/**
 * The file behind a local `/images/…` URL. Only call it for URLs that `validate` accepted:
 * `localImageUrlProblem` is what keeps `..` from leading out of the images folder.
 */
export function localImagePath(url: string, contentDir: string): string {
  return path.join(getImagesDir(contentDir), url.slice(LOCAL_IMAGE_PREFIX.length));
}

/**
 * Why a local `/images/…` URL cannot be published, or undefined if it names an image file
 * inside the images folder (after `..` and `.` are resolved, as a browser or `path.join` would).
 * @example localImageUrlProblem('/images/../../.env') // => 'leads out of content/images/ …'
 */
export function localImageUrlProblem(url: string): string | undefined {
  const relative = url.slice(LOCAL_IMAGE_PREFIX.length);
  const normal = path.posix.normalize(`/${relative.replace(/\\/g, '/')}`);
  if (relative.split(/[\\/]/).some((part) => part === '..' || part === '.') || normal !== `/${relative}`) {
    return 'leads out of content/images/ (or names it in a roundabout way with ./, ../ or \\)';
  }
  // Exactly as written: the build finds images by lower-case extension only (`x.SVG` is not published).
  const extension = relative.slice(relative.lastIndexOf('.') + 1);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension) || !relative.includes('.')) {
    return `is not an image the site publishes (${IMAGE_EXTENSIONS.join(', ')}, in lower case)`;
  }
  return undefined;
}

/**
 * The `/images/…` URL of a Markdown image written relative to its article
 * (`../../images/x.svg` from `content/posts/en/a.md`), or undefined when it resolves
 * anywhere but inside the images folder.
 */
export function markdownImageToLocalUrl(reference: string, articleFile: string, contentDir: string): string | undefined {
  const absolute = path.resolve(path.dirname(path.resolve(articleFile)), reference);
  const relative = path.relative(getImagesDir(contentDir), absolute);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return `${LOCAL_IMAGE_PREFIX}${relative.split(path.sep).join('/')}`;
}
