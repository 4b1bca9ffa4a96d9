import { createContext, useContext, type ParentProps } from 'solid-js';
import type { MusterClient } from '../../shared/api-contract';

const ApiContext = createContext<MusterClient>();

export function ApiProvider(props: ParentProps<{ client: MusterClient }>) {
  // The client is chosen once at start-up and never changes.
  // eslint-disable-next-line solid/reactivity
  return <ApiContext.Provider value={props.client}>{props.children}</ApiContext.Provider>;
}

export function useApi(): MusterClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside ApiProvider');
  return client;
}
