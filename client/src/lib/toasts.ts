// Toasts (docs/product/accounts.md#what-an-account-holds): removed after their duration or when closed; 0 means it stays.
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
}

export const TOAST_DEFAULT_MS = 5000;

export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function showToast(type: ToastType, message: string, duration = TOAST_DEFAULT_MS): number {
  const id = nextId++;
  useToastStore.setState((state) => ({
    toasts: [...state.toasts, { id, type, message, duration }],
  }));
  if (duration > 0) setTimeout(() => dismissToast(id), duration);
  return id;
}
