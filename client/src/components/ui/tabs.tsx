// Tabs on Radix: arrow keys move between tabs and a tab activates when it gets focus, as the editor
// and the rules page want.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex gap-2 overflow-x-auto rounded-card bg-slate-100 p-1 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({
  className = '',
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`shrink-0 rounded-lg px-4 py-2 font-semibold text-slate-700 text-sm hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-accent-800 data-[state=active]:shadow-sm ${className}`}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
