import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { toast, useToasts } from '../../ui/Toast';

/** react-admin's notifications as the dashboard's toasts, so that the whole product speaks in one style. */
export function AdminNotification() {
  useToasts();
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions } = notification;
    // Every admin mutation is pessimistic; should one ever be undoable, it is committed at once, as toasts offer no undo.
    if (notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    const text = typeof message === 'string' ? message : '';
    toast({
      title: translate(text, { _: text, ...notificationOptions?.messageArgs }),
      variant: type === 'error' ? 'destructive' : 'default',
      duration: notificationOptions?.autoHideDuration ?? undefined,
    });
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
