import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Button from 'react-bootstrap/Button';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { paths } from '../../app/paths';
import { pageDescriptions } from '../../content/page-descriptions';
import { CornerMarkers } from './corner-markers';
import { TrackerPanel } from './tracker-panel';
import { useFullscreen } from './use-fullscreen';
import './screen-tracker.scss';

/** Chroma-key green, the default backdrop (docs/product.md). */
const DEFAULT_BACKDROP_COLOR = '#00b140';

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /screen-tracker: a full-viewport key colour with corner tracking markers, to be filmed and replaced in post.
 * The route's handle hides the site nav; the shell also hides it whenever the document is in full screen.
 */
export function ScreenTrackerPage() {
  const [color, setColor] = useState(DEFAULT_BACKDROP_COLOR);
  const [markersVisible, setMarkersVisible] = useState(true);
  const [menuOpen, setMenuOpen] = useState(true);
  const [menuReopened, setMenuReopened] = useState(false);
  const fullscreen = useFullscreen();
  const showMenuRef = useRef<HTMLButtonElement>(null);
  const hideMenuRef = useRef<HTMLButtonElement>(null);

  // The button that had focus disappears with its panel (and back), so focus moves to its counterpart;
  // flushSync renders that counterpart first so it exists to receive focus.
  const hideMenu = () => {
    flushSync(() => setMenuOpen(false));
    showMenuRef.current?.focus();
  };
  const showMenu = () => {
    flushSync(() => {
      setMenuOpen(true);
      setMenuReopened(true);
    });
    hideMenuRef.current?.focus();
  };

  return (
    <div
      className="mv-tracker d-flex align-items-center justify-content-center"
      style={{ backgroundColor: color }}
      data-testid="tracker-backdrop"
    >
      <PageMeta
        title={sectionTitle('Screen Tracker')}
        description={pageDescriptions.screenTracker}
        path={paths.screenTracker}
      />
      <h1 className="visually-hidden">Screen Tracker</h1>
      {markersVisible && <CornerMarkers />}
      {menuOpen ? (
        <TrackerPanel
          color={color}
          onColorChange={setColor}
          markersVisible={markersVisible}
          onToggleMarkers={() => setMarkersVisible((visible) => !visible)}
          fullscreen={fullscreen}
          onHideMenu={hideMenu}
          hideMenuRef={hideMenuRef}
          returning={menuReopened}
        />
      ) : (
        <Button
          ref={showMenuRef}
          variant="dark"
          className="mv-tracker-menu-button position-absolute top-0 start-50 translate-middle-x border-2 border-light"
          aria-label="Show menu"
          onClick={showMenu}
        >
          <MenuIcon />
        </Button>
      )}
    </div>
  );
}
