import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './Toast';
import { toasterTexts } from './toaster-texts';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/** The toasts and the notifications region that F8 focuses. */
export default function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  // Read on every render: each new toast renders again, so a language switched since is picked up.
  const texts = toasterTexts();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={texts.announcement}
    >
      {toasts.map(({ id, open, title, description, variant = 'default', duration }) => (
        <RadixToast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={`relative flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${variantClass[variant]}`}
        >
          <div>
            <RadixToast.Title className="font-semibold">{title}</RadixToast.Title>
            {description && <RadixToast.Description className="mt-1 text-sm opacity-90">{description}</RadixToast.Description>}
          </div>
          <RadixToast.Close
            aria-label={texts.close}
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        label={texts.region}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none print:hidden"
      />
    </RadixToast.Provider>
  );
}
