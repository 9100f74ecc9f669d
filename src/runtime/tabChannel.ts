/**
 * Messages between the open tabs of the same site: BroadcastChannel `name` where the browser
 * has it, else the storage event on the localStorage key `name`. Messages carry the sender's
 * tab id (its own echo is dropped) and the user they belong to (another user's are ignored);
 * `read` checks the message's value, which comes from another tab (or another script).
 */
export type TabChannel<T> = {
  /** Tells the other tabs. */
  publish(value: T): void;
  /** Calls `listener` with each value another tab publishes for the same user. */
  subscribe(listener: (value: T) => void): () => void;
  close(): void;
};

type TabMessage = { source: string; user: string; value: unknown };

function randomId(win: Window): string {
  return typeof win.crypto?.randomUUID === 'function'
    ? win.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `user` scopes the messages ("42:100234"): pass a function when it can change while the
 * channel is open (the customer a user acts for); it is read at each message.
 */
export function createTabChannel<T>(
  win: Window,
  name: string,
  user: string | (() => string),
  read: (value: unknown) => T | null,
): TabChannel<T> {
  const source = randomId(win);
  const currentUser = typeof user === 'function' ? user : () => user;
  const listeners = new Set<(value: T) => void>();
  const deliver = (data: unknown) => {
    if (typeof data !== 'object' || data === null) return;
    const message = data as Partial<TabMessage>;
    if (message.source === source || message.user !== currentUser()) return;
    const value = read(message.value);
    if (value !== null) for (const listener of [...listeners]) listener(value);
  };
  const subscribe = (listener: (value: T) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const message = (value: T): TabMessage => ({ source, user: currentUser(), value });

  // Read from the window handed in (not the global), so tests and frames use their own.
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof Channel === 'function') {
    const channel = new Channel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      publish: (value) => channel.postMessage(message(value)),
      subscribe,
      close() {
        listeners.clear();
        channel.close();
      },
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || event.newValue === null) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Another script's value under our key: not our message.
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    publish(value) {
      try {
        // `at` makes every write a change, so the storage event fires even for an equal value.
        win.localStorage.setItem(name, JSON.stringify({ ...message(value), at: Date.now() }));
      } catch {
        // Storage disabled or full: other tabs catch up on their next load.
      }
    },
    subscribe,
    close() {
      listeners.clear();
      win.removeEventListener('storage', onStorage);
    },
  };
}
