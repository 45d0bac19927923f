// Portiepunt's service worker: only web push. It is registered from the dashboard's "Meldingen" page once the
// user switches push on, never from the public pages, and it caches nothing.

self.addEventListener('push', (event) => {
  let message = { title: 'Portiepunt', body: '', url: '/dashboard', tag: 'portiepunt' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON body still shows the default notification.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/favicon.svg',
      lang: 'nl',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/dashboard'));
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
