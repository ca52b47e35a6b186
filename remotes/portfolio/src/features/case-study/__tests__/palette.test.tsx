import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import compact from '../../../content/case-studies/compact';
import { compactBrandColours } from '../../../content/brand-colours';
import { CaseStudyPage } from '../case-study-page';
import { contrastRatio, rgbLabel } from '../colour';

jest.mock('react-photo-album', () => jest.requireActual('./photo-album-stand-in'));

function renderCompact() {
  return renderWithRouter(<CaseStudyPage study={compact} />, { path: '/compact' });
}

/** The logo draws in currentColor, set on its wrapper. */
const logoColour = () => screen.getByRole('img', { name: 'COMPACT Family Services logo' }).parentElement?.style.color;
const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} #`) });

describe('/compact colour palette', () => {
  it('shows seven tiles, each with its name, hex and rgb() label', () => {
    renderCompact();
    const tiles = within(screen.getByRole('list')).getAllByRole('button');
    expect(tiles.map((button) => button.textContent)).toEqual([
      'Compact#2D81C4rgb(45, 129, 196)',
      'Hillcrest#00B473rgb(0, 180, 115)',
      'Foster Care#F26322rgb(242, 99, 34)',
      'CompaCare#C80000rgb(200, 0, 0)',
      'Highlands#EC2079rgb(236, 32, 121)',
      'Safecare#684E9Drgb(104, 78, 157)',
      'Find#FBAE17rgb(251, 174, 23)',
    ]);
  });

  it('paints each tile in its colour with text that meets WCAG AA', () => {
    renderCompact();
    for (const { name, hex } of compactBrandColours) {
      const { backgroundColor, color } = tile(name).style;
      expect(backgroundColor).toBe(rgbLabel(hex));
      expect(contrastRatio(hex, color === 'rgb(0, 0, 0)' ? '#000000' : '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('starts the logo in Compact blue, #2D81C4', () => {
    renderCompact();
    expect(logoColour()).toBe('rgb(45, 129, 196)');
    expect(tile('Compact')).toHaveAttribute('aria-pressed', 'true');
  });

  it('recolours the logo when the pointer moves over a tile, and keeps it after the pointer leaves', async () => {
    const user = userEvent.setup();
    renderCompact();
    await user.hover(tile('Hillcrest'));
    expect(logoColour()).toBe('rgb(0, 180, 115)');
    await user.unhover(tile('Hillcrest'));
    expect(logoColour()).toBe('rgb(0, 180, 115)');
    await user.hover(tile('CompaCare'));
    expect(logoColour()).toBe('rgb(200, 0, 0)');
    expect(tile('CompaCare')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Hillcrest')).toHaveAttribute('aria-pressed', 'false');
  });

  it('recolours the logo on a tap, where no pointer hovers (a touch screen) and the tile takes no focus (Safari)', () => {
    renderCompact();
    fireEvent.click(tile('Safecare'));
    expect(logoColour()).toBe('rgb(104, 78, 157)');
    expect(tile('Safecare')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Safecare')).not.toHaveFocus();
  });

  it('recolours the logo when a tile gets keyboard focus', async () => {
    const user = userEvent.setup();
    renderCompact();
    await user.tab();
    expect(tile('Compact')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(tile('Foster Care')).toHaveFocus();
    expect(logoColour()).toBe('rgb(242, 99, 34)');
    await user.tab({ shift: true });
    expect(logoColour()).toBe('rgb(0, 180, 115)');
  });
});
