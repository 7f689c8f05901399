/**
 * Links inside the app: real anchors (open in a new tab, copy the address) that navigate in place on a plain
 * click.
 */
import { Link as FluentLink } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** An onClick for an anchor to an app path: in-app navigation unless a modifier key asks for the browser's. */
export function useInAppNavigation(): (to: string) => (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (to) => (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
}

/** A Fluent link to an app path. */
export function AppLink(props: { readonly to: string; readonly className?: string; readonly children: ReactNode }): ReactNode {
  const onClick = useInAppNavigation();
  return (
    <FluentLink href={props.to} className={props.className} onClick={onClick(props.to)}>
      {props.children}
    </FluentLink>
  );
}
