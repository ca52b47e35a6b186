import type { CaseStudy, CaseStudySection as Section } from '../../content/case-study';
import { studyPhoto } from '../../content/case-study-photos';
import { Photo } from '../../components/photo';
import { VideoPoster } from '../../components/video-poster';
import { BrandLogo } from './brand-logo';
import { readableTextColour } from './colour';
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
    case 'full-width':
      return (
        <div className="d-grid gap-4">
          {section.photos.map((id, index) => (
            <Photo
              key={id}
              photo={photoRecord(id)}
              sizes={fullSizes}
              priority={priority && index === 0}
              className="img-fluid w-100"
            />
          ))}
        </div>
      );
    case 'image-row': {
      const perRow = Math.min(section.photos.length, 4);
      return (
        <div className={`row g-3 row-cols-2 row-cols-md-${perRow}`}>
          {section.photos.map((id, index) => (
            <div key={id} className="col">
              <Photo
                photo={photoRecord(id)}
                sizes={cellSizes(perRow)}
                priority={priority && index === 0}
                className="img-fluid"
              />
            </div>
          ))}
        </div>
      );
    }
    case 'grid': {
      const perRow = section.columns ?? 3;
      return (
        <div className={`row g-3 row-cols-2 row-cols-md-${perRow}`}>
          {section.photos.map((id, index) => (
            <div key={id} className="col">
              {/* Even cells whatever each photo's shape: cropped to 4:3, so the grid never shifts as photos load. */}
              <div className="ratio ratio-4x3">
                <Photo
                  photo={photoRecord(id)}
                  sizes={cellSizes(perRow)}
                  priority={priority && index === 0}
                  className="w-100 h-100 object-fit-cover"
                />
              </div>
            </div>
          ))}
        </div>
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

/** One section of a case study: its optional heading and paragraphs, then its photos, videos or tiles. */
export function CaseStudySection({ study, section, priority = false }: CaseStudySectionProps) {
  return (
    <section className="container mb-5">
      <SectionIntro section={section} />
      <SectionBody study={study} section={section} priority={priority} />
    </section>
  );
}
