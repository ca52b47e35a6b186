import { Fragment } from 'react';
import type { MasonryPhotoAlbumProps, Photo } from 'react-photo-album';

/**
 * Stands in for react-photo-album in jest, which cannot load that ESM-only package without transforming it. It draws
 * every photo through the caller's `render.image` at a fixed column width, in the caller's `render.wrapper`, and
 * shows the columns and spacing it was given (empty for the library's responsive defaults) as data attributes, so
 * tests can check what the template asks for. The real layout is checked in the browser tests.
 */
export function MasonryPhotoAlbum<TPhoto extends Photo>({
  photos,
  columns,
  spacing,
  render,
}: MasonryPhotoAlbumProps<TPhoto>) {
  const renderers = typeof render === 'function' ? render(1200) : render;
  return (
    <div
      data-columns={typeof columns === 'number' ? columns : ''}
      data-spacing={typeof spacing === 'number' ? spacing : ''}
    >
      {photos.map((photo, index) => {
        const context = { photo, index, width: 300, height: 200 };
        const image = renderers?.image ? (
          renderers.image({ src: photo.src, className: 'react-photo-album--image' }, context)
        ) : (
          <img src={photo.src} alt={photo.alt ?? ''} />
        );
        // Like the album, each photo in its box: the caller's `render.wrapper`, else a plain one.
        const box = renderers?.wrapper?.({ className: 'react-photo-album--photo', children: image }, context);
        return (
          <Fragment key={photo.key ?? index}>{box ?? <div className="react-photo-album--photo">{image}</div>}</Fragment>
        );
      })}
    </div>
  );
}
