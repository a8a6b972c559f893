import { Component, type ReactNode } from 'react';
import { CHUNK_RELOAD_MS } from '../constants';
import i18n from '../i18n/i18n';
import { toast } from '../ui/feedback';

const CHUNK_FAILURE = /Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|error loading dynamically/i;

export const isChunkLoadError = (e: unknown): boolean => e instanceof Error && CHUNK_FAILURE.test(e.message);

/** Spec §2: a chunk that fails to load means a new version; tell the user for 1.5 s, then reload. */
export function reloadForNewVersion(): void {
  void toast.loading({ content: i18n.t('nav.chunkReload'), duration: CHUNK_RELOAD_MS / 1000, key: 'chunk-reload' });
  setTimeout(() => window.location.reload(), CHUNK_RELOAD_MS);
}

interface State {
  error: Error | null;
}

export class ChunkErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (isChunkLoadError(error)) reloadForNewVersion();
    else console.error(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
