// Buttons that give the browser a command (`commandfor`, `command`): it opens and closes a <dialog>
// itself, before the site's code has come. React knows no such props yet; as plain attributes it
// passes them on.

export const commandAttributes = (target: string, command: 'show-modal' | 'close') =>
  ({ commandfor: target, command }) as Record<string, string>;

/** Whether the browser carries out a button's `command` itself (older ones need the code). */
export const browserRunsCommands = () => 'command' in HTMLButtonElement.prototype;
