// React's start-up in a module of its own. vite.config.ts puts it in
// React's chunk, where its imports run React's and React DOM's module code
// as the chunk is evaluated (bundled CommonJS otherwise waits for its first
// use, in the app's chunk). src/app/boot.ts evaluates that chunk in a task
// before the app's, so the two make two shorter tasks instead of one.
import "react";
import "react-dom/client";
import "react/jsx-runtime";
