// inversify reads constructor metadata through the Reflect API.
import 'reflect-metadata';

// happy-dom implements the Web Animations API but rejects `finished` when an animation is cancelled, which Fluent's
// motion does on every unmount. Without `animate`, Fluent skips its motions, as it does in any browser that lacks
// them; component tests are about behaviour, not motion.
if (typeof Element !== 'undefined') {
  Reflect.deleteProperty(Element.prototype, 'animate');
}
