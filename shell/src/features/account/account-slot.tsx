import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ACCOUNT_REMOTE, ACCOUNT_WIDGET_EXPOSE, type AccountWidgetModule } from '@mediavelocity/contract';
import { useRemotes } from '../../app/registry-context';
import type { RemoteRegistry } from '../../federation/remote-registry';
import { whenIdleAfterLoad } from '../../lib/idle';
import { useSessionHint } from './use-session-hint';

/** One load per page, shared by every nav that mounts the slot (the frame's loading state, then the frame). */
const widgets = new WeakMap<RemoteRegistry, Promise<ComponentType>>();

function loadWidget(registry: RemoteRegistry): Promise<ComponentType> {
  let promise = widgets.get(registry);
  if (!promise) {
    promise = new Promise<void>((resolve) => whenIdleAfterLoad(resolve))
      .then(() => registry.loadExposed(ACCOUNT_REMOTE, ACCOUNT_WIDGET_EXPOSE))
      .then((module) => {
        const widget = (module as Partial<AccountWidgetModule> | null)?.AccountWidget;
        if (typeof widget !== 'function') throw new Error(`${ACCOUNT_WIDGET_EXPOSE} exports no AccountWidget.`);
        return widget;
      });
    widgets.set(registry, promise);
    // Forgotten after a failure, so the next sign-in (or page) tries again.
    promise.catch(() => widgets.delete(registry));
  }
  return promise;
}

/**
 * The nav's place for the account remote's widget (the signed-in email and Sign out). For a visitor who never
 * signed in it renders nothing and loads nothing; otherwise the widget is fetched once the page is interactive.
 */
export function AccountSlot() {
  const signedIn = useSessionHint();
  const { registry } = useRemotes();
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!signedIn || Widget) return;
    let current = true;
    loadWidget(registry).then(
      (widget) => current && setWidget(() => widget),
      (error: unknown) => {
        // The registry has reported it; the nav simply shows no account area (the footer keeps CLIENT LOGIN).
        if (!(error instanceof Error) || error.name !== 'RemoteLoadError') {
          console.error('[mediavelocity] The account widget did not load.', error);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, Widget, registry]);

  if (!signedIn || !Widget) return null;
  return (
    <WidgetBoundary>
      <Widget />
    </WidgetBoundary>
  );
}

interface WidgetBoundaryProps {
  readonly children: ReactNode;
}

/** A widget that throws while rendering costs only the account area, never the nav. */
class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[mediavelocity] The account widget failed.', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
