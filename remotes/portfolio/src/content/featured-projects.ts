import { featuredTiles } from './case-study-featured';
import { project, type Project } from './project-tile';

/**
 * The home page's links into the work (docs/product.md): the case studies whose tile is `featured`, in /work's order.
 * Their own generated list, so that the home page loads these tiles only.
 */
export const featuredProjects: readonly Project[] = featuredTiles.map(project);
