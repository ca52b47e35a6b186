// Stylesheets are handled by webpack (and stubbed in jest); TypeScript only needs to know they exist. (Images and fonts
// are reached from the stylesheets and the photo manifests, never imported by a script.)
declare module '*.scss';
declare module '*.css';
