// Spacing.swift
// Shotclock — layout constants. The only place literal spacing values belong.

import CoreGraphics

enum Spacing {
    static let xxs: CGFloat = 2
    static let xs: CGFloat = 4
    static let sm: CGFloat = 8
    static let md: CGFloat = 12
    static let lg: CGFloat = 16
    static let xl: CGFloat = 24
    static let badge: CGFloat = 44
}
