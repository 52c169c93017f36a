// Palette.swift
// Shotclock — brand colours. Asset-catalog colours are preferred; RGB values live here only.

import SwiftUI

struct Palette {
    static let courtOrange = Color(red: 0.93, green: 0.42, blue: 0.13)
    static let hardwood = Color(red: 0.78, green: 0.58, blue: 0.36)
    static let tense = Color("SentimentTense")
    static let blowout = Color("SentimentBlowout")
    static let comeback = Color("SentimentComeback")
    static let neutral = Color.secondary
    static let foregroundColor = Color("TextPrimary")
    static let scrim = Color(white: 0, opacity: 0.55)
}
