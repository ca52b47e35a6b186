import { memo, useId, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '../content/projects';
import { disciplineLabels } from '../content/discipline-labels';
import { Photo } from './photo';
import './project-tiles.scss';

/** `work`: two tiles a row from medium screens up; `gallery`: two on medium, four on large. One on small. */
export type ProjectTilesLayout = 'work' | 'gallery';

export interface ProjectTilesProps {
  readonly projects: readonly Project[];
  readonly layout: ProjectTilesLayout;
  /** Fetch the first row's photos with high priority: set where the tiles open the first screen. */
  readonly priority?: boolean;
}

interface LayoutSpec {
  /** Bootstrap's row-cols classes (plain classes, not react-bootstrap: the home page loads none of its code). */
  readonly columns: string;
  /** How many tiles the widest layout puts in its first row. */
  readonly firstRow: number;
  /** How wide one tile's photo is shown, for the browser to pick a file. */
  readonly sizes: string;
}

const layouts: Record<ProjectTilesLayout, LayoutSpec> = {
  work: { columns: 'row-cols-1 row-cols-md-2', firstRow: 2, sizes: '(min-width: 768px) 50vw, 100vw' },
  gallery: {
    columns: 'row-cols-1 row-cols-md-2 row-cols-lg-4',
    firstRow: 4,
    sizes: '(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw',
  },
};

/** The crop comes from the data; the stylesheet applies it to the photo through these two custom properties. */
type TileCropStyle = CSSProperties & Record<'--mv-tile-fit' | '--mv-tile-position', string>;

function cropStyle(project: Project): TileCropStyle {
  return { '--mv-tile-fit': project.backgroundSize, '--mv-tile-position': project.backgroundPosition };
}

interface ProjectTileProps {
  readonly project: Project;
  readonly sizes: string;
  readonly priority: boolean;
}

/**
 * One tile: a link named by the project alone (not by its photo), described by its categories. The categories sit
 * below the link, not in it: words shown inside a link must be part of its name (WCAG 2.5.3, label in name). A tile
 * whose project, size and priority stay is not rendered again (a filter keeps the tiles both its lists show).
 */
const ProjectTile = memo(function ProjectTile({ project, sizes, priority }: ProjectTileProps) {
  const nameId = useId();
  const categoriesId = useId();
  return (
    <>
      <Link
        to={project.link}
        aria-labelledby={nameId}
        aria-describedby={categoriesId}
        className="mv-tile d-block text-decoration-none text-body"
      >
        <span className="mv-tile__media ratio ratio-4x3 d-block overflow-hidden rounded" style={cropStyle(project)}>
          <Photo photo={project.photo} sizes={sizes} priority={priority} />
        </span>
        <span id={nameId} className="mv-tile__name d-block mt-3">
          {project.name}
        </span>
      </Link>
      <span id={categoriesId} className="mv-tile__disciplines d-block text-body-secondary">
        {project.categories.map((category) => disciplineLabels[category]).join(' · ')}
      </span>
    </>
  );
});

/** Project tiles in a responsive grid, each a link to its case study. */
export function ProjectTiles({ projects, layout, priority = false }: ProjectTilesProps) {
  const { columns, firstRow, sizes } = layouts[layout];
  return (
    <ul className={`row ${columns} list-unstyled g-4 mb-0`}>
      {projects.map((project, index) => (
        <li key={project.slug} className="col">
          <ProjectTile project={project} sizes={sizes} priority={priority && index < firstRow} />
        </li>
      ))}
    </ul>
  );
}
