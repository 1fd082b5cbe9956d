import { Component, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** Shown instead of the children once one of them has thrown (its code could not load). */
  fallback: ReactNode
  children: ReactNode
}

/** Keeps a part that failed to draw from taking the rest of the page down with it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
