import type { CaseStudy, CaseStudySection as Section } from '../../content/case-study';
import { studyPhoto } from '../../content/case-study-photos';
import { Photo } from '../../components/photo';
import { VideoPoster } from '../../components/video-poster';
import { BrandLogo } from './brand-logo';
import { readableTextColour } from './colour';
import { LightboxGallery, LightboxLink } from './lightbox/lightbox-gallery';
import { MasonryGallery } from './masonry-gallery';
import { Palette } from './palette';
import { cellSizes, fullSizes, halfSizes } from './sizes';

export interface CaseStudySectionProps {
  /** The case study the section is part of: it lists the section's photos. */
  readonly study: CaseStudy;
  readonly section: Section;
  /** This section holds the first photo of the page: fetch it eagerly, with high priority. */
  readonly priority?: boolean;
}

/** The heading and paragraphs any section may open with. */
function SectionIntro({ section }: { readonly section: Section }) {
  return (
    <>
      {section.heading && <h2 className="h3 mb-3">{section.heading}</h2>}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** The content of a section after its intro, by kind. */
function SectionBody({ study, section, priority = false }: CaseStudySectionProps) {
  const photoRecord = (id: string) => studyPhoto(study, id);
  switch (section.kind) {
    case 'text':
      return null;
    case 'hero':
      return (
        <figure className="mb-0">
          <Photo photo={photoRecord(section.photo)} sizes={fullSizes} priority={priority} className="img-fluid w-100" />
          {section.caption && <figcaption className="mt-3 text-body-secondary">{section.caption}</figcaption>}
        </figure>
      );
    case 'full-width': {
      const photos = section.photos.map(photoRecord);
      return (
        <LightboxGallery photos={photos}>
          <div className="d-grid gap-4">
            {photos.map((photo, index) => (
              <LightboxLink key={photo.id} index={index}>
                <Photo photo={photo} sizes={fullSizes} priority={priority && index === 0} className="img-fluid w-100" />
              </LightboxLink>
            ))}
          </div>
        </LightboxGallery>
      );
    }
    case 'image-row': {
      const perRow = Math.min(section.photos.length, 4);
      const photos = section.photos.map(photoRecord);
      return (
        <LightboxGallery photos={photos}>
          <div className={`row g-3 row-cols-2 row-cols-md-${perRow}`}>
            {photos.map((photo, index) => (
              <div key={photo.id} className="col">
                <LightboxLink index={index}>
                  <Photo
                    photo={photo}
                    sizes={cellSizes(perRow)}
                    priority={priority && index === 0}
                    className="img-fluid"
                  />
                </LightboxLink>
              </div>
            ))}
          </div>
        </LightboxGallery>
      );
    }
    case 'grid': {
      const perRow = section.columns ?? 3;
      const photos = section.photos.map(photoRecord);
      return (
        <LightboxGallery photos={photos}>
          <div className={`row g-3 row-cols-2 row-cols-md-${perRow}`}>
            {photos.map((photo, index) => (
              <div key={photo.id} className="col">
                {/* Even cells whatever each photo's shape: cropped to 4:3, so the grid never shifts as photos load. */}
                <div className="ratio ratio-4x3">
                  <LightboxLink index={index}>
                    <Photo
                      photo={photo}
                      sizes={cellSizes(perRow)}
                      priority={priority && index === 0}
                      className="w-100 h-100 object-fit-cover"
                    />
                  </LightboxLink>
                </div>
              </div>
            ))}
          </div>
        </LightboxGallery>
      );
    }
    case 'masonry':
      return (
        <MasonryGallery
          study={study}
          photos={section.photos}
          columns={section.columns}
          spacing={section.spacing}
          priority={priority}
        />
      );
    case 'video': {
      const several = section.videos.length > 1;
      return (
        <div className={`row g-4 ${several ? 'row-cols-1 row-cols-md-2' : 'row-cols-1'}`}>
          {section.videos.map((video, index) => (
            <div key={video.youtubeId} className="col">
              <VideoPoster
                youtubeId={video.youtubeId}
                title={video.title}
                poster={photoRecord(video.poster)}
                sizes={several ? halfSizes : fullSizes}
                priority={priority && index === 0}
              />
            </div>
          ))}
        </div>
      );
    }
    case 'palette':
      return <Palette colours={section.colours} logo={section.logo} />;
    case 'banner':
      return (
        <div
          className="row g-4 align-items-center mx-0 p-4 p-md-5"
          style={{ backgroundColor: section.colour, color: readableTextColour(section.colour) }}
        >
          <div className="col-12 col-md-5">
            <BrandLogo logo={section.logo} className="w-100" />
          </div>
          <p className="col-12 col-md-7 fs-4 fw-semibold mb-0">{section.text}</p>
        </div>
      );
  }
}

/**
 * One section of a case study: its optional heading and paragraphs, then its photos, videos or tiles. The photos of a
 * row, a grid, a masonry gallery or a full-width run open in a lightbox, one gallery per section; a hero (the page's
 * opening picture, with its caption) and a video's poster (a play button) do not.
 */
export function CaseStudySection({ study, section, priority = false }: CaseStudySectionProps) {
  return (
    <section className="container mb-5">
      <SectionIntro section={section} />
      <SectionBody study={study} section={section} priority={priority} />
    </section>
  );
}
