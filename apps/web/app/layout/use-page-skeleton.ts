/**
 * Shows the skeleton as soon as a navigation towards an informational page starts, and
 * hides it 800 ms after the router is idle again (whether the navigation completed or
 * failed), as the specification's section 2 asks.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { isInformationalPath, SKELETON_HIDE_DELAY_MS } from './informational-pages';

export function usePageSkeleton(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const navigating = navigation.state !== 'idle';
  const target = navigation.location?.pathname;
  const shownFor = useRef(pathname);

  useEffect(() => {
    if (navigating && target && isInformationalPath(target)) setVisible(true);
  }, [navigating, target]);

  // The router updates its state inside a transition, so a navigation that needs nothing
  // to load can reach the new page without React ever rendering the "loading" state; the
  // arrival itself still shows the skeleton for the same 800 ms.
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (isInformationalPath(pathname)) setVisible(true);
  }, [pathname]);

  useEffect(() => {
    if (navigating || !visible) return;
    const timer = setTimeout(() => setVisible(false), SKELETON_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigating, visible]);

  return visible;
}
