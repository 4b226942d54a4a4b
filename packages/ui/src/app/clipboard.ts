import { useServices } from './services';

/** Copies text for the user; answers whether it worked. */
const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without the async clipboard (insecure origin), fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
};

/** A copy action that tells the user in a toast whether the text is on the clipboard. */
export const useCopy = (): ((text: string) => Promise<void>) => {
  const { toasts } = useServices();
  return async (text) => toasts.show({ key: (await copyText(text)) ? 'common.copied' : 'common.copyFailed' });
};
