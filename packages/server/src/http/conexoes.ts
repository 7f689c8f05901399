/**
 * How many new connections each of our servers lets wait to be accepted (listen's backlog; Node's default is 511): a
 * burst of new connections (a thousand requests at once) waits in the kernel's queue; with 511 it overflowed and a
 * connection could be reset. The kernel caps it at net.core.somaxconn.
 */
export const FILA_DE_CONEXOES = 4096;
