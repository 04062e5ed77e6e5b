import { Image, type ImageProps } from '@mantine/core';
import { useFileUrl } from './files.ts';

/** A stored picture (a logo, a photo) shown through a download ticket of its own; blank while the ticket comes. */
export function FileImage({
  uploadId,
  alt,
  ...props
}: ImageProps & { uploadId: number; alt: string; 'data-testid'?: string }) {
  const src = useFileUrl(uploadId);
  return <Image src={src ?? null} alt={alt} {...props} />;
}
