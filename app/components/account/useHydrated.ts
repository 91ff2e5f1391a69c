// The booking page still imports the hook from here; everything else uses ~/components/ui/useHydrated.
export { useHydrated } from "~/components/ui/useHydrated";
