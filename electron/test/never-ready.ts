// An API process that starts but never reports ready (for the host's time-out).
setInterval(() => undefined, 1000);
