import { createContext, useContext, type ParentProps } from 'solid-js';
import type { EditorStore } from './editor-store';

const EditorContext = createContext<EditorStore>();

export function EditorProvider(props: ParentProps<{ store: EditorStore }>) {
  // One store per opened roster: the editor page remounts the provider when the roster changes.
  // eslint-disable-next-line solid/reactivity
  return <EditorContext.Provider value={props.store}>{props.children}</EditorContext.Provider>;
}

export function useEditor(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditor outside EditorProvider');
  return store;
}
