import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * State and wiring for a menu button: the ids and ARIA attributes, and closing on Escape or a
 * click outside.
 */
export function useMenuButton() {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [isOpen]);

  return {
    isOpen,
    close: () => setIsOpen(false),
    containerProps: {
      ref: containerRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') setIsOpen(false);
      },
    },
    buttonProps: {
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      'aria-controls': menuId,
      onClick: () => setIsOpen((open) => !open),
    },
    menuProps: { id: menuId, role: 'menu' },
  };
}
