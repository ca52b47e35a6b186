import { useId, type Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useHydrated } from '@mediavelocity/contract';
import { FULLSCREEN_MESSAGES, type FullscreenControls } from './use-fullscreen';

export interface TrackerPanelProps {
  readonly color: string;
  readonly onColorChange: (color: string) => void;
  readonly markersVisible: boolean;
  readonly onToggleMarkers: () => void;
  readonly fullscreen: FullscreenControls;
  readonly onHideMenu: () => void;
  /** The Hide Menu button, which takes focus when the panel comes back. */
  readonly hideMenuRef: Ref<HTMLButtonElement>;
  /**
   * True when the panel comes back from the menu button: it then eases in. Not on the page's first paint, where the
   * panel is part of the page (and its heading the largest content, which a fade from transparent would delay).
   */
  readonly returning?: boolean;
}

/**
 * The control panel. It is solid dark whatever the backdrop colour, so its text keeps WCAG AA contrast;
 * data-bs-theme="dark" gives its form controls and alert Bootstrap's dark-mode colours to match.
 */
export function TrackerPanel({
  color,
  onColorChange,
  markersVisible,
  onToggleMarkers,
  fullscreen,
  onHideMenu,
  hideMenuRef,
  returning = false,
}: TrackerPanelProps) {
  const id = useId();
  const hydrated = useHydrated();
  const headingId = `${id}-heading`;
  const colorId = `${id}-color`;
  const colorValueId = `${id}-color-value`;
  const markerStateId = `${id}-marker-state`;

  return (
    <section
      aria-labelledby={headingId}
      data-bs-theme="dark"
      className={`mv-tracker-panel card bg-dark text-white border-light shadow-lg${returning ? ' mv-tracker-panel--returning' : ''}`}
    >
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 mb-4">
          Screen Key &amp; Tracker Points
        </h2>

        <Form.Group className="mb-4" controlId={colorId}>
          <Form.Label>Background color</Form.Label>
          <div className="d-flex align-items-center gap-3">
            <Form.Control
              disabled={!hydrated}
              type="color"
              value={color}
              onChange={(event) => onColorChange(event.target.value)}
              aria-describedby={colorValueId}
            />
            <span id={colorValueId} className="font-monospace">
              {color}
            </span>
          </div>
        </Form.Group>

        <div className="d-grid gap-3">
          <div>
            {/* The original wording (docs/product.md): OFF while the markers show, ON while the toggle hides them.
                aria-pressed follows the same ON/OFF, and the description says in plain words what is on screen. */}
            <Button
              variant="outline-light"
              className="w-100"
              aria-pressed={!markersVisible}
              aria-describedby={markerStateId}
              onClick={onToggleMarkers}
            >
              Corner Pin Toggle: {markersVisible ? 'OFF' : 'ON'}
            </Button>
            <p id={markerStateId} className="small mt-1 mb-0">
              {markersVisible ? 'Corner markers are showing.' : 'Corner markers are hidden.'}
            </p>
          </div>

          {fullscreen.available ? (
            <Button variant="light" onClick={() => void fullscreen.toggle()}>
              {fullscreen.isFullscreen ? 'Escape Full Screen' : 'Go Full Screen'}
            </Button>
          ) : (
            <p className="small mb-0">{FULLSCREEN_MESSAGES.unavailable}</p>
          )}
          {fullscreen.error !== null && (
            <Alert variant="warning" dismissible onClose={fullscreen.dismissError} className="mb-0">
              {fullscreen.error}
            </Alert>
          )}

          <Button ref={hideMenuRef} variant="outline-light" onClick={onHideMenu}>
            Hide Menu
          </Button>
        </div>
      </div>
    </section>
  );
}
